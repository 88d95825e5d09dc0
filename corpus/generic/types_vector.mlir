// Fixed and scalable vector dimensions, 0-d vectors.
"foo.vec"() : () -> (vector<4xf32>, vector<2x3x4xi8>, vector<f16>)
"foo.scalable"() : () -> (vector<[4]xf32>, vector<2x[8]xi1>, vector<[2]x[2]xindex>)
"foo.vec_of"() : () -> (vector<1x1x1xbf16>, vector<16xf8E4M3FN>)
