# loser unit tests, compiled into errata_tests.
list(APPEND ERRATA_GAME_TESTS
)
