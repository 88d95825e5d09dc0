// An external resource without a registered handler must be a string or bool.
"foo.op"() : () -> ()
{-#
  external_resources: {
    tool: {
      nested: {a: 1}
    }
  }
#-}
