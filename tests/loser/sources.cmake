# loser unit tests, compiled into errata_tests.
list(APPEND ERRATA_GAME_TESTS
  ${CMAKE_CURRENT_LIST_DIR}/edition_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/engine_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/runner_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/checks_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/random_games_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/cli_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rules_property_test.cpp
)
