// String attributes with escapes, typed strings and non-ASCII bytes.
"foo.strings"() {
  empty = "",
  quote = "say \"hi\"",
  backslash = "a\\b",
  newline = "line1\nline2",
  tab = "col\tcol",
  hex_escape = "\00\01\7F\ff",
  utf8 = "caf\C3\A9",
  typed = "abc" : i32,
  raw_unicode = "naïve"
} : () -> ()
