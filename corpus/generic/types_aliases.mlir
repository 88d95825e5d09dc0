// Type aliases, including aliases of aliases and aliases used before others.
!index_t = index
!vec = vector<4xf32>
!pair = tuple<!vec, !index_t>
!ptr = !llvm.ptr<1>
!tensor_of_vec = tensor<8x!vec>
%0 = "foo.make"() : () -> !pair
"foo.use"(%0) {t = !tensor_of_vec, p = !ptr} : (!pair) -> !vec
