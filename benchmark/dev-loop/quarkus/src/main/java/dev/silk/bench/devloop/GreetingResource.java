package dev.silk.bench.devloop;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The resource the dev-loop benchmark edits: it rewrites the returned text and waits for it. */
@Path("/hello")
public class GreetingResource {
  @GET
  @Produces(MediaType.TEXT_PLAIN)
  public String hello() {
    return "Hello from Quarkus";
  }
}
