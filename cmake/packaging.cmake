# A Debian package of errata (make package, CPack): the command, its man page
# and bash/zsh completion, and under share/errata the bundled rulebooks,
# scenarios and baseline, so that `errata verify` run in any folder checks
# the bundled rulebooks (checker/cli/installed_data). Its dependencies are
# the shared libraries errata links, as dpkg-shlibdeps names their packages.
include(GNUInstallDirs)
install(TARGETS errata RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The man page and completions, generated at install time from the installed command.
install(CODE "
  set(gen \"\${CMAKE_CURRENT_BINARY_DIR}/installed-docs\")
  execute_process(COMMAND sh \"${PROJECT_SOURCE_DIR}/cmake/man_and_completions.sh\" \"$<TARGET_FILE:errata>\" \"\${gen}\"
                  RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR \"the man page and completions could not be generated\")
  endif()
  file(INSTALL \"\${gen}/errata.1\" DESTINATION \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_MANDIR}/man1\")
  file(INSTALL \"\${gen}/errata.bash\" DESTINATION \"\${CMAKE_INSTALL_PREFIX}/share/bash-completion/completions\"
       RENAME errata)
  file(INSTALL \"\${gen}/_errata\" DESTINATION \"\${CMAKE_INSTALL_PREFIX}/share/zsh/vendor-completions\")
")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/rulebooks/ DESTINATION ${CMAKE_INSTALL_DATADIR}/errata/rulebooks)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/scenarios/ DESTINATION ${CMAKE_INSTALL_DATADIR}/errata/scenarios
        FILES_MATCHING PATTERN "*.yaml")
install(FILES ${PROJECT_SOURCE_DIR}/checker/baseline.yaml DESTINATION ${CMAKE_INSTALL_DATADIR}/errata)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME errata)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "errata developers <errata@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "executable rulebooks and scenario checks for card games")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "errata runs YAML scenarios against executable models of card-game rulebooks,\n"
    "checks each text against itself and against its other editions with Z3, and writes\n"
    "SARIF, JUnit, Markdown and HTML reports for CI.")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)  # Depends: what dpkg-shlibdeps finds errata links (libz3, libyaml-cpp, libstdc++...)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR}/package)  # the .deb (and CPack's work folder) under build/package
include(CPack)
