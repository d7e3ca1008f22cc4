#!/usr/bin/env bash
# Builds the libFuzzer target (Tests/Fuzz/FuzzTarget.swift) and runs it for a bounded time.
#   bash Tests/Fuzz/run-fuzzer.sh [SECONDS] [libFuzzer options...]     (SECONDS: default 20)
# The engine's modules (TempLogText … TempLogCore, in dependency order) and TempLogCLI are each
# compiled as a module of their own with -enable-testing, so the target reaches their internals
# with @testable import, as the test targets do. Exits 0 when the toolchain cannot build fuzzers
# (it says so), non-zero on a crash or a failed check; the input is left in .build/fuzz/ and
# must become a regression test and a seed in corpus/.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
seconds="${1:-20}"
shift $(($# > 0 ? 1 : 0))
out="$root/.build/fuzz"
mkdir -p "$out/corpus" "$out/modules"

probe="$out/probe.swift"
echo '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }' > "$probe"
# lld where the toolchain has it (the system's gold warns about AddressSanitizer's symbols).
linker=()
for candidate in -use-ld=lld ""; do
    linker=($candidate)
    if swiftc -sanitize=fuzzer,address -parse-as-library "${linker[@]}" "$probe" -o "$out/probe" \
        >/dev/null 2>&1; then
        break
    fi
    if [ -z "$candidate" ]; then
        echo "fuzzing skipped: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer)"
        exit 0
    fi
done

# -O: every input runs the whole command line, so a faster target tries more inputs.
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name templog -O -g
    "${linker[@]}" -I "$out/modules")
build() {
    if ! swiftc "${flags[@]}" "$@" >"$out/build.log" 2>&1; then
        cat "$out/build.log"
        exit 1
    fi
}
modules=(TempLogText TempLogSystem TempLogTime TempLogJSON TempLogCSV TempLogXML TempLogCore TempLogCLI)
for module in "${modules[@]}"; do
    build -enable-testing -module-name "$module" -emit-module \
        -emit-module-path "$out/modules/$module.swiftmodule" -emit-library -static \
        -o "$out/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort)
done
libraries=()
for module in "${modules[@]}"; do libraries=(-l"$module" "${libraries[@]}"); done
build -module-name TempLogFuzz -L "$out" "${libraries[@]}" \
    Tests/Fuzz/FuzzTarget.swift -o "$out/templog-fuzz"

cp Tests/Fuzz/corpus/* "$out/corpus/"
# An empty working directory: no command may write a file, here or anywhere.
work="$out/work"
rm -rf "$work"
mkdir "$work"
cd "$work"
# The Swift runtime's own crash backtracer trips AddressSanitizer: leave crashes to libFuzzer.
# No leak check, neither libFuzzer's per input nor LeakSanitizer's at exit: it takes a static
# made once under swift_once in an optimised static library (a command's option list) for a
# leak, and Swift frees by reference count, so what the run looks for is crashes,
# out-of-bounds accesses and failed checks.
ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "$out/templog-fuzz" \
    -max_total_time="$seconds" -seed=1 -detect_leaks=0 \
    -max_len=4096 -timeout=10 -dict="$root/Tests/Fuzz/templog.dict" \
    -artifact_prefix="$out/" "$@" "$out/corpus" </dev/null
if [ -n "$(ls -A "$work")" ]; then
    echo "the fuzzed commands wrote files: $(ls -A "$work")"
    exit 1
fi
