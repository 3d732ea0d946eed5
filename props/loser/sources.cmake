# loser random play and invariants, compiled into errata_props.
list(APPEND ERRATA_PROPS_GAME_SOURCES
)
