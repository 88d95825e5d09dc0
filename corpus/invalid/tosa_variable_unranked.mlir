module {
  tosa.variable @v : tensor<*xf32>
}
