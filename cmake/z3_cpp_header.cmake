# Z3's C++ header, with its move assignment releasing the term it replaces.
#
# Debian's libz3-dev 4.8.12 ships a z3++.h whose `ast & operator=(ast && s)`
# overwrites the term it holds without Z3_dec_ref: every `e = f(...)` on a
# z3::expr keeps the old term alive until its context is deleted. The checker
# builds its encodings that way (a conjunction grown term by term), so a
# diff's context held every intermediate term, and Z3_del_context then freed
# them layer by layer, a pass over the whole term table per layer: deleting a
# context cost time quadratic in the depth of the terms made in it (12 to 15 %
# of `errata verify`, docs/performance.md). Later Z3 releases release the old
# term there.
#
# When the installed header has the leaking body, the build reads it from a
# copy made here, in the build tree, with the one missing release added; with
# any other header (a fixed Z3) it uses the installed one as it is. Nothing is
# vendored: the copy is remade from the installed header at every configure.
# tests/z3_setup_test.cpp checks that a reassigned expression frees its term.
find_path(ERRATA_Z3_CPP_HEADER_DIR z3++.h HINTS ${Z3_INCLUDE_DIRS} ${Z3_CXX_INCLUDE_DIRS})
if(NOT ERRATA_Z3_CPP_HEADER_DIR)
  message(FATAL_ERROR "z3++.h not found: install libz3-dev")
endif()
file(READ ${ERRATA_Z3_CPP_HEADER_DIR}/z3++.h z3_cpp_text)
set(z3_leaking_move "            if (this != &s) {
                object::operator=(std::forward<object>(s));
                m_ast = s.m_ast;")
set(z3_releasing_move "            if (this != &s) {
                if (m_ast)
                    Z3_dec_ref(ctx(), m_ast);
                object::operator=(std::forward<object>(s));
                m_ast = s.m_ast;")
string(FIND "${z3_cpp_text}" "${z3_leaking_move}" z3_leak_at)
if(z3_leak_at GREATER -1)
  string(REPLACE "${z3_leaking_move}" "${z3_releasing_move}" z3_cpp_text "${z3_cpp_text}")
  file(WRITE ${CMAKE_BINARY_DIR}/z3-header/z3++.h.new "${z3_cpp_text}")
  # configure_file rewrites the copy only when it changed (no rebuild otherwise).
  configure_file(${CMAKE_BINARY_DIR}/z3-header/z3++.h.new ${CMAKE_BINARY_DIR}/z3-header/include/z3++.h COPYONLY)
  include_directories(BEFORE SYSTEM ${CMAKE_BINARY_DIR}/z3-header/include)
  message(STATUS "z3++.h: the installed move assignment leaks its old term; using a copy that releases it")
endif()
