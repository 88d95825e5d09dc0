irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.results(x: many %0)
  }
}
