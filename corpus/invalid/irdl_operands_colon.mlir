irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(x %0)
  }
}
