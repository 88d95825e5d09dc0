package dialects

import (
	"testing"

	"github.com/gomlir/gomlir/verify"
)

// TestUnreachableVerifiers: what the C++ verifiers of unreachableVerifiers
// would reject, mlir-opt 22 reads and verifies clean (asked of it: each
// input below passes `mlir-opt --verify-diagnostics`), and so does gomlir.
// Each check of each verifier is broken at least once.
func TestUnreachableVerifiers(t *testing.T) {
	reg := MustCore()
	for name, src := range map[string]string{
		"#rocdl.target O above 3":       `"foo.op"() {t = #rocdl.target<O = 4>} : () -> ()`,
		"#rocdl.target O below 0":       `"foo.op"() {t = #rocdl.target<O = -1>} : () -> ()`,
		"#rocdl.target empty triple":    `"foo.op"() {t = #rocdl.target<triple = "">} : () -> ()`,
		"#rocdl.target empty chip":      `"foo.op"() {t = #rocdl.target<chip = "">} : () -> ()`,
		"#rocdl.target abi":             `"foo.op"() {t = #rocdl.target<abi = "300">} : () -> ()`,
		"#rocdl.target link not string": `"foo.op"() <{t = #rocdl.target<O = 9, link = ["a", 1 : i32]>}> : () -> ()`,
		"#rocdl.target gpu.module": `gpu.module @m [#rocdl.target<O = 4, triple = "", chip = "", abi = "1", link = [1]>] {
}`,
		"#xevm.target O above 3":    `"foo.op"() {t = #xevm.target<O = 4>} : () -> ()`,
		"#xevm.target O below 0":    `"foo.op"() {t = #xevm.target<O = -3>} : () -> ()`,
		"#xevm.target empty triple": `"foo.op"() {t = #xevm.target<triple = "">} : () -> ()`,
		"#xevm.target empty chip":   `"foo.op"() {t = #xevm.target<chip = "">} : () -> ()`,
		"#xevm.target flags, link":  `"foo.op"() {t = #xevm.target<flags = {a = 1, "cmd-options" = 2}, linkFiles = [1]>} : () -> ()`,
		"#xevm.target gpu.module": `module attributes {gpu.container_module} {
  gpu.module @m [#xevm.target<O = -3, triple = "", chip = "", flags = {a = 1}, linkFiles = [1]>] {
  }
}`,
	} {
		if list := verify.Source(name+".mlir", []byte(src), verify.SourceOptions{Options: verify.Options{Dialects: reg}}); len(list) != 0 {
			t.Errorf("%s: gomlir reports %v; mlir-opt 22 accepts it", name, list)
		}
	}
}
