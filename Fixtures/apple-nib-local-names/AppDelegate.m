#import "AppDelegate.h"
#import "NotesViewController.h"
#import "Notes-Swift.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    UITabBarController *tabs = [[UITabBarController alloc] init];
    NotesViewController *notes = [[NotesViewController alloc] initWithStyle:UITableViewStylePlain];
    DraftsViewController *drafts = [[DraftsViewController alloc] initWithStyle:UITableViewStylePlain];
    tabs.viewControllers = @[[[UINavigationController alloc] initWithRootViewController:notes],
                             [[UINavigationController alloc] initWithRootViewController:drafts]];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
