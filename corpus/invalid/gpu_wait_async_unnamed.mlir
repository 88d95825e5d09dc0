// gpu.wait async: the token result must be named.
func.func @f() {
  gpu.wait async
  return
}
