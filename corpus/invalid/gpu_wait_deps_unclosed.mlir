// gpu.wait: an unclosed dependency list.
func.func @f(%t: !gpu.async.token) {
  %0 = gpu.wait async [%t %t]
  return
}
