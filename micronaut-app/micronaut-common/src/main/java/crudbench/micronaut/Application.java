package crudbench.micronaut;

import io.micronaut.runtime.Micronaut;

public final class Application {

    private Application() {}

    public static void main(String[] args) {
        Micronaut.build(args).mainClass(Application.class).banner(false).start();
    }
}
