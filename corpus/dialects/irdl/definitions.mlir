// IRDL definitions: single-block regions (printed only when not empty), named value lists with variadicities, attribute lists.
irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.attribute @attr {
    %0 = irdl.any
    irdl.parameters(a: %0, b: %0)
  }
  irdl.type @empty {
    irdl.parameters()
  }
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(x: %1, ys: variadic %1, z: optional %0, w: single %0)
    irdl.results(res: %0)
    irdl.attributes {"a" = %0, "b" = %1}
    %r = irdl.region
    irdl.regions(body: %r)
  }
  irdl.operation @noattrs {
    irdl.attributes
    irdl.operands()
  }
}
irdl.dialect @empty_defs {
  irdl.type @empty {
  }
  irdl.attribute @noregion
  irdl.operation @op attributes {note} {
    %0 = irdl.is i32
    irdl.results(r: variadic %0, s: single %0, t: optional %0)
    irdl.operands()
    irdl.attributes {"k" = %0} {extra}
  }
}
