package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunLine(t *testing.T) {
	for _, c := range []struct {
		src   string
		unreg bool
		skip  string
	}{
		{"// RUN: mlir-opt %s -split-input-file -verify-diagnostics\n", false, ""},
		{"// RUN: mlir-opt -allow-unregistered-dialect -split-input-file %s -verify-diagnostics\n", true, ""},
		{"// RUN: mlir-opt <%s -split-input-file \\\n// RUN:   -verify-diagnostics --allow-unregistered-dialect\n", true, ""},
		{"// RUN: mlir-opt %s -canonicalize -verify-diagnostics\n", false, "RUN line runs a pass pipeline (-canonicalize)"},
		{"// RUN: mlir-opt %s -split-input-file | FileCheck %s\n", false, "RUN line without --verify-diagnostics"},
		{"func.func @f()\n", false, "no RUN line"},
		{"// RUN: mlir-translate %s -verify-diagnostics\n", false, "RUN line does not run mlir-opt"},
	} {
		unreg, why := runLine(c.src)
		if unreg != c.unreg || why != c.skip {
			t.Errorf("runLine(%q) = %v, %q; want %v, %q", c.src, unreg, why, c.unreg, c.skip)
		}
	}
}

func TestSplit(t *testing.T) {
	src := "// RUN: x\n\nfunc.func @a()\n\n// -----\n\n// only a comment\n\n// -----\n  // -----\nfunc.func @b()\n// -----\n// expected-error@+1 {{x}}\n"
	got := split(src)
	var lines []int
	for _, p := range got {
		lines = append(lines, p.line)
	}
	// The first chunk (RUN line and @a), the comment-only chunk dropped, the
	// empty chunk between the markers dropped, @b after the indented marker,
	// and the annotation-only last chunk kept.
	want := []int{1, 11, 13}
	if len(lines) != len(want) {
		t.Fatalf("split chunks at lines %v, want %v", lines, want)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Fatalf("split chunks at lines %v, want %v", lines, want)
		}
	}
	if !strings.Contains(got[1].src, "@b") {
		t.Errorf("chunk 2 = %q, want @b", got[1].src)
	}
}

func TestDesignated(t *testing.T) {
	text := "a\n  // expected-error @+2 {{x}}\nb\nc\n// expected-error@below {{y}}\nd\nx // expected-error {{z}}\n// expected-note@-3 {{w}}\n"
	for _, c := range []struct{ n, want int }{{2, 4}, {5, 6}, {7, 7}, {8, 5}} {
		if got := designated(text, c.n); got != c.want {
			t.Errorf("designated(line %d) = %d, want %d", c.n, got, c.want)
		}
	}
}

func TestClassify(t *testing.T) {
	text := "\n// expected-error@+1 {{want this}}\nop\n"
	for _, c := range []struct {
		out, bucket, msg string
	}{
		{`f.mlir:2:4: error: expected error "want this" was not produced` + "\n", bucketNotProduced, "want this"},
		{"f.mlir:3:1: error: unexpected error: got that\n", bucketUnexpected, "got that"},
		{"f.mlir:3:1: error: unexpected error: got that\n" + `f.mlir:2:4: error: expected error "want this" was not produced` + "\n",
			bucketOtherWords, "want: want this / got: got that"},
		{"f.mlir:4:1: error: unexpected error: 'x' op want this\n" + `f.mlir:2:4: error: expected error "want this" was not produced` + "\n",
			bucketOtherPlace, "want this"},
		{"panic: boom\n", bucketCrash, "panic: boom"},
	} {
		b, msgs := classify(c.out, text)
		if b != c.bucket || len(msgs) == 0 || msgs[0] != c.msg {
			t.Errorf("classify(%q) = %q %q, want %q %q", c.out, b, msgs, c.bucket, c.msg)
		}
	}
}

func TestReport(t *testing.T) {
	rs := []result{
		{c: chunk{file: "A/x.mlir", dialect: "A"}, optPass: true, pass: true},
		{c: chunk{file: "A/x.mlir", dialect: "A"}, optPass: true, bucket: bucketNotProduced, msgs: []string{"m"}},
		{c: chunk{file: "B/y.mlir", dialect: "B"}, optPass: false},
	}
	var b bytes.Buffer
	report(&b, rs, []skip{{"C/z.mlir", "RUN line runs a pass pipeline (-x)"}}, 5, false)
	out := b.String()
	for _, want := range []string{
		"files run: 2; files skipped: 1",
		"skipped, RUN line runs a pass pipeline: 1",
		"chunks: 3; mlir-opt passes 2; mlirfmt passes 1 of those: 50.0%",
		"A                   1 /    2  50.0%",
		"expected diagnostic not produced   1",
		"1  A: m",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}
