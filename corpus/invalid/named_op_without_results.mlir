// A result name on an op that has no results.
%0 = "test.op"() : () -> ()
