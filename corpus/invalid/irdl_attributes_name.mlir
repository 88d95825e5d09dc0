irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.attributes {1 = %0}
  }
}
