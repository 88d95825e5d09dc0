// Symbol references, nested and quoted.
"foo.symbols"() {
  flat = @main,
  nested = @a::@b::@c,
  quoted = @"quoted name",
  quoted_nested = @outer::@"inner name"::@leaf,
  dotted = @my.symbol$1,
  list = [@f, @g::@h]
} : () -> ()
