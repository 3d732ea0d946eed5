# secret-moon's scenario reader, runner and checks, compiled into errata_checker.
list(APPEND ERRATA_CHECKER_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/check_support.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks.cpp
  ${CMAKE_CURRENT_LIST_DIR}/components.cpp
  ${CMAKE_CURRENT_LIST_DIR}/diff.cpp
  ${CMAKE_CURRENT_LIST_DIR}/mutants.cpp
  ${CMAKE_CURRENT_LIST_DIR}/play_apart.cpp
  ${CMAKE_CURRENT_LIST_DIR}/simulation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_claims.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_counts.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_ends.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_markers.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_readings.cpp
  ${CMAKE_CURRENT_LIST_DIR}/exhaustion.cpp
  ${CMAKE_CURRENT_LIST_DIR}/expectation_check.cpp
  ${CMAKE_CURRENT_LIST_DIR}/markers_encoding.cpp
  ${CMAKE_CURRENT_LIST_DIR}/names.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scenario_run.cpp
  ${CMAKE_CURRENT_LIST_DIR}/script_reader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/secret_moon_game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/setup_builder.cpp
  ${CMAKE_CURRENT_LIST_DIR}/state_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/witness.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game_from_deal.cpp
)
