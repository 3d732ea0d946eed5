# love-letter's catalog, scenario reader, runner, SMT encodings and checks, compiled into errata_checker.
list(APPEND ERRATA_CHECKER_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/differential_play.cpp
  ${CMAKE_CURRENT_LIST_DIR}/edition_catalog.cpp
  ${CMAKE_CURRENT_LIST_DIR}/edition_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/expectation_check.cpp
  ${CMAKE_CURRENT_LIST_DIR}/love_letter_game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/resolver.cpp
  ${CMAKE_CURRENT_LIST_DIR}/runner.cpp
  ${CMAKE_CURRENT_LIST_DIR}/script_reader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/simulation_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/check.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/diff.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/diff_plays.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/diff_search.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/diff_support.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/encoding_reads.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/mutation_suite.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/play_encoding.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/reading_search.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/round_end_encoding.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/round_tokens.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/rule_data.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/setup_encoding.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/symbolic_round.cpp
  ${CMAKE_CURRENT_LIST_DIR}/smt/witness.cpp
)
