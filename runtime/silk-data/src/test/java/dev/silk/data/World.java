package dev.silk.data;

/** A row whose column is not named after the component (TechEmpower's world table). */
@Row
record World(int id, @Column("randomnumber") int randomNumber) {}
