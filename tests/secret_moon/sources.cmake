# secret_moon unit tests, compiled into errata_tests.
list(APPEND ERRATA_GAME_TESTS
  ${CMAKE_CURRENT_LIST_DIR}/checks_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/edition_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/engine_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/random_play_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scenarios_test.cpp
)
