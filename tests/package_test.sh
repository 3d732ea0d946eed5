#!/usr/bin/env bash
# make package's Debian package holds what a CI job needs, and only its
# declared dependencies are needed: built with CPack from the build folder,
# extracted with dpkg-deb -x into a temporary root (no dpkg -i: the test
# changes nothing on the machine), its Depends cover every shared library
# the installed errata loads (by the Debian package that ships it), and the
# installed errata answers --version and runs `errata verify` in an empty
# folder on the scenarios and baseline the package installed, exit 0.
# Usage: package_test.sh BUILD_DIR
set -u
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
for tool in cpack dpkg-deb dpkg-shlibdeps help2man; do
  command -v $tool >/dev/null || fail "$tool is missing (make test-deps installs help2man and dpkg-dev)"
done
SECONDS=0
(cd "$build" && cpack -G DEB -B "$work/cpack" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
deb=$(ls "$work"/cpack/errata_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || fail "no errata_*.deb in $work/cpack"
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes, built in ${SECONDS} s"
root=$work/root
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x"
errata=$root/usr/bin/errata
for f in usr/bin/errata usr/share/man/man1/errata.1 usr/share/bash-completion/completions/errata \
         usr/share/zsh/vendor-completions/_errata usr/share/errata/baseline.yaml \
         usr/share/errata/scenarios/love-letter/guard.yaml usr/share/errata/rulebooks/love-letter-2019.fr.md; do
  [ -s "$root/$f" ] || fail "the package has no /$f"
done
# Every library the installed errata loads comes from a package its Depends names.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
names=$(printf '%s\n' "$depends" | tr ',|' '\n\n' | sed 's/^ *//; s/[ (].*//')
for lib in $(ldd "$errata" | awk '$3 ~ /^\// {print $3}'); do
  pkg=$(dpkg -S "$(readlink -f "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null) || fail "no package ships $lib"
  pkg=${pkg%%:*}
  printf '%s\n' "$names" | grep -qxF "$pkg" || fail "$lib is from $pkg, which Depends does not name"
done
"$errata" --version | grep -q '^errata [0-9]' || fail "errata --version: $("$errata" --version 2>&1)"
mkdir "$work/elsewhere" && cd "$work/elsewhere" || exit 1
SECONDS=0
"$errata" verify --junit "$work/junit.xml" >"$work/verify.log" 2>&1
code=$?
[ $code = 0 ] || { tail -20 "$work/verify.log"; fail "errata verify in an empty folder exits $code"; }
grep -q "installed scenarios and baseline" "$work/verify.log" || fail "verify did not say it ran the installed scenarios"
grep -q "<testsuite " "$work/junit.xml" || fail "no JUnit report"
echo "errata verify in an empty folder, from the package: exit 0 in ${SECONDS} s"
