package crudbench.loadgen.stress;

/** What a mix may ask of the API: the open model's operations. A delete first creates what it deletes. */
enum Operation {
    GET,
    LIST,
    CREATE,
    UPDATE,
    DELETE
}
