// irdl: names of dialects, operations, types, attributes and values.

// expected-error @below {{'irdl.dialect' op invalid dialect name}}
"irdl.dialect"() <{sym_name = "1dialect"}> ({
^bb0:
}) : () -> ()

// -----

// expected-error @below {{name of dialect should not contain uppercase letters}}
irdl.dialect @Testd {
}

// -----

irdl.dialect @testd {
  // expected-error @below {{name of operation should not contain leading or double underscores}}
  irdl.operation @_op {
  }
}

// -----

irdl.dialect @testd {
  // expected-error @below {{name of type must contain only lowercase letters, digits and underscores}}
  "irdl.type"() <{sym_name = "!ty.pe"}> ({
  ^bb0:
  }) : () -> ()
}

// -----

irdl.dialect @testd {
  // expected-error @below {{name of attribute should not contain leading or double underscores}}
  irdl.attribute @a__b {
  }
}

// -----

irdl.dialect @testd {
  // expected-error @below {{name of operation is empty}}
  "irdl.operation"() <{sym_name = ""}> ({
  ^bb0:
  }) : () -> ()
}

// -----

irdl.dialect @testd {
  // expected-error @below {{'irdl.operation' op contains a value named 'x' for both its operands and results}}
  irdl.operation @op {
    %0 = irdl.any
    irdl.operands(x: %0)
    irdl.results(x: %0)
  }
}

// -----

irdl.dialect @testd {
  irdl.type @t {
    %0 = irdl.any
    // expected-error @below {{'irdl.parameters' op the number of parameters and their names must be the same, but got 1 and 2 respectively}}
    "irdl.parameters"(%0) <{names = ["a", "b"]}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @testd {
  irdl.type @t {
    %0 = irdl.any
    // expected-error @below {{name of parameter #1 should not contain uppercase letters}}
    irdl.parameters(a: %0, B: %0)
  }
}

// -----

irdl.dialect @testd {
  irdl.type @t {
    %0 = irdl.any
    // expected-error @below {{'irdl.parameters' op name of parameter #1 is a duplicate of the name of parameter #0}}
    irdl.parameters(a: %0, a: %0)
  }
}

// -----

irdl.dialect @testd {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error @below {{'irdl.operands' op the number of operands and their variadicities must be the same, but got 1 and 2 respectively}}
    "irdl.operands"(%0) <{names = ["a"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @testd {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error @below {{'irdl.results' op the number of results and their names must be the same, but got 1 and 0 respectively}}
    "irdl.results"(%0) <{names = [], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @testd {
  irdl.operation @op {
    %0 = irdl.region
    // expected-error @below {{'irdl.regions' op name of region #1 is a duplicate of the name of region #0}}
    irdl.regions(r: %0, r: %0)
  }
}

// -----

irdl.dialect @testd {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error @below {{'irdl.attributes' op the number of attribute names and their constraints must be the same but got 2 and 1 respectively}}
    "irdl.attributes"(%0) <{attributeValueNames = ["a", "b"]}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @testd {
  irdl.type @t {
    // expected-error @below {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = "irdl.base"() : () -> !irdl.attribute
    irdl.parameters(p: %0)
  }
}

// -----

irdl.dialect @testd {
  irdl.type @t {
    // expected-error @below {{'irdl.base' op the base type or attribute name should start with '!' or '#'}}
    %0 = irdl.base "builtin.integer"
    irdl.parameters(p: %0)
  }
}

// -----

irdl.dialect @testd {
  irdl.operation @op {
    // expected-error @below {{'irdl.region' op the number of blocks is expected to be >= 1 but got 0}}
    %0 = irdl.region with size 0
    irdl.regions(r: %0)
  }
}

// -----

irdl.dialect @testd {
  irdl.type @t2 {
    %0 = irdl.base "!builtin.integer"
    irdl.parameters(p_1: %0)
  }
}
