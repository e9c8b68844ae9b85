package dev.silk.cli.dev;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Collections;

/**
 * Takes the JDBC drivers a retired loader registered out of {@link DriverManager}, whose static
 * list would otherwise pin that loader, and every class it loaded, for the rest of the session.
 *
 * <p>{@code DriverManager} lists and removes only the drivers its caller's class loader can see,
 * and a dependency loader's drivers are invisible to the CLI. So {@link #deregisterLoadedBy}
 * defines {@link Caller} again in a small loader whose parent is the retired one and runs it there:
 * from that caller's point of view the retired loader's drivers are its own.
 */
final class JdbcDrivers {
  private JdbcDrivers() {}

  /**
   * Deregisters the drivers whose classes {@code owner} defined.
   *
   * @return how many were deregistered
   */
  static int deregisterLoadedBy(ClassLoader owner) {
    String name = Caller.class.getName();
    byte[] bytes = classBytes(Caller.class);
    ClassLoader caller =
        new ClassLoader("silk-driver-deregistration", owner) {
          @Override
          protected Class<?> findClass(String wanted) throws ClassNotFoundException {
            if (!wanted.equals(name)) {
              throw new ClassNotFoundException(wanted);
            }
            return defineClass(name, bytes, 0, bytes.length);
          }
        };
    try {
      return (int) caller.loadClass(name).getMethod("run", ClassLoader.class).invoke(null, owner);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("deregistering JDBC drivers failed", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("deregistering JDBC drivers failed", e);
    }
  }

  private static byte[] classBytes(Class<?> type) {
    String resource = type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class";
    try (InputStream in = type.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("the CLI's own " + resource + " is missing");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Defined again under the retired loader and run there; it names nothing but JDK types, so that
   * loader finds everything it needs.
   */
  public static final class Caller {
    private Caller() {}

    /** Deregisters the drivers {@code owner} defined; returns how many. */
    public static int run(ClassLoader owner) throws SQLException {
      int count = 0;
      for (Driver driver : Collections.list(DriverManager.getDrivers())) {
        if (driver.getClass().getClassLoader() == owner) {
          DriverManager.deregisterDriver(driver);
          count++;
        }
      }
      return count;
    }
  }
}
