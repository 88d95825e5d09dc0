// async: awaits, execute regions, async functions and their returns.

func.func @await_token_result(%t: !async.token) {
  // expected-error @below {{'async.await' op awaiting on a token must have empty result}}
  %0 = "async.await"(%t) : (!async.token) -> f32
  return
}

// -----

func.func @await_value_result(%v: !async.value<f32>) {
  // expected-error @below {{'async.await' op result type 'f64' does not match async value type 'f32'}}
  %0 = "async.await"(%v) : (!async.value<f32>) -> f64
  return
}

// -----

func.func @await_ok(%t: !async.token, %v: !async.value<f32>) {
  async.await %t : !async.token
  %0 = async.await %v : !async.value<f32>
  return
}

// -----

// RegionBranchOpInterface's checks come before the op's verifyRegions.
func.func @execute_arguments(%v: !async.value<f32>) {
  // expected-error @below {{'async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!async.value<f32>' should match successor input type #0 'i32'}}
  // expected-note @below {{region branch point}}
  %token = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: i32):
    async.yield
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @execute_argument_count(%v: !async.value<f32>) {
  // expected-error @below {{'async.execute' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @below {{region branch point}}
  %token = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
    async.yield
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @execute_yield_type(%v: !async.value<f32>) {
  // expected-error @below {{'async.execute' op along control flow edge from Operation async.yield to parent: successor operand type #0 'f32' should match successor input type #0 '!async.value<i32>'}}
  %token, %r = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: f32):
    // expected-note @below {{region branch point}}
    async.yield %x : f32
  }) : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  return
}

// -----

func.func @execute_yield_count(%v: !async.value<f32>) {
  // expected-error @below {{'async.execute' op along control flow edge from Operation async.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %token, %r = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: f32):
    // expected-note @below {{region branch point}}
    async.yield
  }) : (!async.value<f32>) -> (!async.token, !async.value<f32>)
  return
}

// -----

// A token passed into the body: the region branch checks accept it, the
// op's verifyRegions does not.
func.func @execute_token_argument(%t: !async.token) {
  // expected-error @below {{'async.execute' op async body region argument types do not match the execute operation arguments types}}
  %token = "async.execute"(%t) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: !async.token):
    async.yield
  }) : (!async.token) -> !async.token
  return
}

// -----

func.func @execute_ok(%v: !async.value<f32>) {
  %token, %r = async.execute (%v as %x: !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  return
}

// -----

// expected-error @below {{'async.func' op result is expected to be at least of size 1, but got 0}}
async.func @func_no_result(%a: f32) {
  return
}

// -----

// expected-error @below {{'async.func' op result type must be async value type or async token type, but got 'f32'}}
async.func @func_plain_result(%a: f32) -> f32 {
  return %a : f32
}

// -----

// expected-error @below {{'async.func' op  results' (optional) async token type is expected to appear as the 1st return value, but got 2}}
async.func @func_token_second(%a: f32) -> (!async.value<f32>, !async.token) {
  return %a : f32
}

// -----

async.func @return_types(%a: f32) -> (!async.token, !async.value<i32>) {
  // expected-error @below {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %a : f32
}

// -----

async.func @return_count(%a: f32) -> !async.value<f32> {
  // expected-error @below {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %a, %a : f32, f32
}

// -----

// A stateful function (a token first) returns only the values.
async.func @func_ok(%a: f32) -> (!async.token, !async.value<f32>) {
  return %a : f32
}

// -----

func.func @load_not_value_type(%a: !async.value<f32>) {
  // expected-error @below {{expected '<'}}
  // expected-error @below {{failed to parse async value type}}
  %0 = async.runtime.load %a : f32
  return
}

// -----

func.func @await_bad_value_type(%a: !async.value<f32>) {
  // expected-error @below {{expected non-function type}}
  // expected-error @below {{failed to parse async value type}}
  %0 = async.await %a : !async.value<3>
  return
}

// -----

func.func @execute_bad_value_type(%a: !async.value<f32>) {
  // expected-error @below {{expected non-function type}}
  // expected-error @below {{failed to parse async value type}}
  %t, %r = async.execute (%a as %x: !async.value<3>) -> !async.value<f32> {
    async.yield %x : f32
  }
  return
}
