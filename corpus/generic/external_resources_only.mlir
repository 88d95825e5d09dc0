// A file whose metadata holds only external resources.
"foo.op"() : () -> ()
{-#
  external_resources: {
    tool: {
      key: "value",
      flag: false,
      blob: "0x0800000001020304"
    }
  }
#-}
