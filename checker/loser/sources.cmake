# loser's scenario reader, runner and checks, compiled into errata_checker.
list(APPEND ERRATA_CHECKER_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/loser_game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/names.cpp
  ${CMAKE_CURRENT_LIST_DIR}/script_reader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/setup_builder.cpp
  ${CMAKE_CURRENT_LIST_DIR}/state_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/run.cpp
  ${CMAKE_CURRENT_LIST_DIR}/expectation_check.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scenario_writer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game_from_deal.cpp
  ${CMAKE_CURRENT_LIST_DIR}/witness.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks.cpp
  ${CMAKE_CURRENT_LIST_DIR}/components.cpp
  ${CMAKE_CURRENT_LIST_DIR}/diff.cpp
  ${CMAKE_CURRENT_LIST_DIR}/mutants.cpp
  ${CMAKE_CURRENT_LIST_DIR}/play_apart.cpp
  ${CMAKE_CURRENT_LIST_DIR}/simulation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_components.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_round.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_readings.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_game.cpp
)
