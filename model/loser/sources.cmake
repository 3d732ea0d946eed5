# loser's executable rulebook (and its rulebook and edition file in ERRATA_BUNDLED_GAME_FILES), compiled into errata_model.
list(APPEND ERRATA_MODEL_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/edition.cpp
  ${CMAKE_CURRENT_LIST_DIR}/edition_loader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/engine.cpp
  ${CMAKE_CURRENT_LIST_DIR}/loser_rules.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rejection.cpp
  ${CMAKE_CURRENT_LIST_DIR}/round_end.cpp
  ${CMAKE_CURRENT_LIST_DIR}/setup.cpp
)
list(APPEND ERRATA_BUNDLED_GAME_FILES docs/rulebooks/loser.fr.md model/loser/editions/loser.yaml)
