# loser's scenario reader, runner and checks, compiled into errata_checker.
list(APPEND ERRATA_CHECKER_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/loser_game.cpp
)
