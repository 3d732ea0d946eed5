# loser random play and invariants, compiled into errata_props.
list(APPEND ERRATA_PROPS_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/invariants.cpp
  ${CMAKE_CURRENT_LIST_DIR}/random_games.cpp
)
