# love-letter's scenario reader, Game and the verbs only it answers, compiled into errata_checker.
list(APPEND ERRATA_CHECKER_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/differential_play.cpp
  ${CMAKE_CURRENT_LIST_DIR}/edition_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/love_letter_game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/script_reader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/simulation_text.cpp
)
