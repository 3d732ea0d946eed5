# secret_moon's executable rulebook (and its rulebook and edition file in ERRATA_BUNDLED_GAME_FILES), compiled into errata_model.
list(APPEND ERRATA_MODEL_GAME_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/action.cpp
  ${CMAKE_CURRENT_LIST_DIR}/actions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/capture.cpp
  ${CMAKE_CURRENT_LIST_DIR}/character.cpp
  ${CMAKE_CURRENT_LIST_DIR}/edition.cpp
  ${CMAKE_CURRENT_LIST_DIR}/edition_loader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/reachability.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rejection.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rules.cpp
  ${CMAKE_CURRENT_LIST_DIR}/setup.cpp
  ${CMAKE_CURRENT_LIST_DIR}/turns.cpp
)
list(APPEND ERRATA_BUNDLED_GAME_FILES docs/rulebooks/secret-moon.fr.md model/secret_moon/editions/secret-moon.yaml)
