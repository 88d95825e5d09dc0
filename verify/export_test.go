package verify

// What the external tests (package verify_test, which may import package
// dialects for its registry) reach of the package's internals.

// StreamAt is the size from which a chunk is first verified op by op.
var StreamAt = &streamAt

// StreamValid is the streamed verification of a whole file.
var StreamValid = streamValid

// StreamedBodyMemory checks the live heap of a function body verified op
// by op (TestStreamedBodyMemory).
var StreamedBodyMemory = streamedBodyMemory
