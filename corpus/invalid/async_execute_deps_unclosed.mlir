// async.execute: an unclosed dependency list.
func.func @f(%t0: !async.token) {
  %t = async.execute [%t0 {
    async.yield
  }
  return
}
