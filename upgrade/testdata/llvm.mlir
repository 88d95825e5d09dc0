// The LLVM dialect of 2019: types written as LLVM IR inside !llvm<"...">, or !llvm.i32.

func @scalars(%a: !llvm.i32, %b: !llvm.i32) -> !llvm.i32 {
  %0 = llvm.add %a, %b : !llvm.i32
  %1 = llvm.constant(42 : i32) : !llvm.i32
  %2 = llvm.mul %0, %1 : !llvm.i32
  %3 = llvm.icmp "slt" %2, %1 : !llvm.i32
  %4 = llvm.select %3, %2, %1 : !llvm.i1, !llvm.i32
  llvm.return %4 : !llvm.i32
}

// -----

// Memory through pointers: their pointee types say what is loaded and stored.
func @memory(%p: !llvm<"float*">, %i: !llvm.i64) -> !llvm.float {
  %0 = llvm.getelementptr %p[%i] : (!llvm<"float*">, !llvm.i64) -> !llvm<"float*">
  %1 = llvm.load %0 : !llvm<"float*">
  %2 = llvm.fadd %1, %1 : !llvm.float
  llvm.store %2, %p : !llvm<"float*">
  llvm.return %2 : !llvm.float
}

// -----

// Aggregates: structs, arrays, vectors and an alloca.
func @aggregates(%n: !llvm.i64) -> !llvm<"{ i32, [4 x double] }"> {
  %0 = llvm.undef : !llvm<"{ i32, [4 x double] }">
  %1 = llvm.constant(7 : i32) : !llvm.i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm<"{ i32, [4 x double] }">
  %3 = llvm.alloca %n x !llvm.double : (!llvm.i64) -> !llvm<"double*">
  %4 = llvm.constant(dense<1.0> : vector<4xf32>) : !llvm<"<4 x float>">
  llvm.return %2 : !llvm<"{ i32, [4 x double] }">
}

// -----

// Calls, function pointers and i8* buffers.
func @callee(!llvm<"i8*">) -> !llvm.void

func @caller(%buf: !llvm<"i8*">, %f: !llvm<"void (i8*)*">) {
  llvm.call @callee(%buf) : (!llvm<"i8*">) -> ()
  %c = llvm.constant(0 : i64) : !llvm.i64
  %p = llvm.inttoptr %c : !llvm.i64 to !llvm<"i32*">
  %q = llvm.bitcast %buf : !llvm<"i8*"> to !llvm<"i32*">
  llvm.return
}

// -----

// The null pointer.
func @null() -> !llvm<"i32*"> {
  %0 = llvm.null : !llvm<"i32*">
  llvm.return %0 : !llvm<"i32*">
}
