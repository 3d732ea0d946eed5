# love-letter's invariants, random games, generators, differential play and simulation, compiled into errata_props.
list(APPEND ERRATA_PROPS_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/differential.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game_apart.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game_witness.cpp
  ${CMAKE_CURRENT_LIST_DIR}/invariants.cpp
  ${CMAKE_CURRENT_LIST_DIR}/random_editions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/random_games.cpp
  ${CMAKE_CURRENT_LIST_DIR}/round_states.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scenario_writer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/shared_deal.cpp
  ${CMAKE_CURRENT_LIST_DIR}/simulation.cpp
)
