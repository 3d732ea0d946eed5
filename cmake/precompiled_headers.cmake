# Precompiled headers: each target parses the large headers its files share
# (the standard library's, Z3's C++ API, yaml-cpp, CLI11, GoogleTest,
# RapidCheck) once instead of in every file: make test from a fresh clone
# must stay under 15 minutes on 2 cores (docs/performance.md, "Building").
# -DERRATA_PCH=OFF builds without them (each file then stands on its own
# includes, which a build with them would not show).
option(ERRATA_PCH "Precompile the headers every file of a target shares" ON)

set(ERRATA_PCH_STANDARD <algorithm> <array> <cstdint> <functional> <map> <memory> <optional> <set> <sstream> <string>
    <string_view> <utility> <vector>)

# errata_precompile(TARGET header...): the standard headers and the given ones.
#
# GCC 12's -Warray-bounds and -Wstringop-overflow have false positives inside
# std::string's own code (a concatenation's memcpy "out of the bounds" of the
# string it has just sized), which appear or not with the order templates
# are instantiated in. Precompiled headers change that order, and then 20
# concatenations of a temporary std::string with a C string report them.
# Those targets leave these two warnings to other compilers (GCC 13 and
# later, clang in `make fuzz`) and to the sanitizers' checks at run time
# (`make sanitize`, `make fuzz`).
function(errata_precompile target)
  if(NOT ERRATA_PCH)
    return()
  endif()
  target_precompile_headers(${target} PRIVATE ${ERRATA_PCH_STANDARD} ${ARGN})
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-array-bounds -Wno-stringop-overflow)
  endif()
endfunction()
