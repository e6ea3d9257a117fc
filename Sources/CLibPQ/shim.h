#include <libpq-fe.h>

/// PG_DIAG_SQLSTATE and PG_DIAG_MESSAGE_PRIMARY are character-literal macros, which Swift does not import.
static inline int clibpq_diag_sqlstate(void) { return PG_DIAG_SQLSTATE; }
static inline int clibpq_diag_message_primary(void) { return PG_DIAG_MESSAGE_PRIMARY; }
