// index dialect binary ops: no type annotation, the operands are index.
func.func @arith(%a: index, %b: index) -> (index, index, index, index, index, index, index, index) {
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %divu = index.divu %a, %b
  %ceildivs = index.ceildivs %a, %b
  %ceildivu = index.ceildivu %a, %b
  %floordivs = index.floordivs %a, %b
  return %add, %sub, %mul, %divs, %divu, %ceildivs, %ceildivu, %floordivs : index, index, index, index, index, index, index, index
}

func.func @rem_minmax(%a: index, %b: index) -> (index, index, index, index, index, index) {
  %rems = index.rems %a, %b
  %remu = index.remu %a, %b
  %maxs = index.maxs %a, %b
  %maxu = index.maxu %a, %b
  %mins = index.mins %a, %b
  %minu = index.minu %a, %b {test.note}
  return %rems, %remu, %maxs, %maxu, %mins, %minu : index, index, index, index, index, index
}

func.func @bits(%a: index, %b: index) -> (index, index, index, index, index, index) {
  %shl = index.shl %a, %b
  %shrs = index.shrs %a, %b
  %shru = index.shru %a, %b
  %and = index.and %a, %b
  %or = index.or %a, %b
  %xor = index.xor %a, %b
  return %shl, %shrs, %shru, %and, %or, %xor : index, index, index, index, index, index
}
