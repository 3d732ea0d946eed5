# secret-moon's scenario reader, runner and checks, compiled into errata_checker.
list(APPEND ERRATA_CHECKER_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/secret_moon_game.cpp
)
