# secret_moon's executable rulebook (and its edition file in ERRATA_BUNDLED_GAME_FILES), compiled into errata_model.
list(APPEND ERRATA_MODEL_GAME_SOURCES
)
