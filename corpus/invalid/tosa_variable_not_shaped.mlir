module {
  tosa.variable @v = 1.0 : f32
}
