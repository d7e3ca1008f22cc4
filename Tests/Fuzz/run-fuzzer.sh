#!/usr/bin/env bash
# Builds TempLogCore with the libFuzzer target and runs it for a bounded time.
#   bash Tests/Fuzz/run-fuzzer.sh [SECONDS]      (default 20)
# Exits 0 when the toolchain cannot build fuzzers (it says so), non-zero on a crash; a crash
# input is left in .build/fuzz/ and must become a regression test.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-20}"
out=.build/fuzz
mkdir -p "$out/corpus"

probe="$out/probe.swift"
echo '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }' > "$probe"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe" -o "$out/probe" >/dev/null 2>&1; then
    echo "fuzzing skipped: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer)"
    exit 0
fi

if ! swiftc -sanitize=fuzzer,address -parse-as-library -module-name TempLogFuzz -Onone \
    $(find Sources/TempLogCore -name '*.swift' | sort) Tests/Fuzz/FuzzTarget.swift \
    -o "$out/templog-fuzz" >"$out/build.log" 2>&1; then
    cat "$out/build.log"
    exit 1
fi
cp Tests/Fuzz/corpus/* "$out/corpus/"
"$out/templog-fuzz" -max_total_time="$seconds" -seed=1 -max_len=4096 -timeout=10 \
    -artifact_prefix="$out/" "$out/corpus"
