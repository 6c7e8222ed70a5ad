#import "AppDelegate.h"
#import "FileInfoViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    FileInfoViewController *info = [[FileInfoViewController alloc] initWithNibName:@"FileInfoViewController" bundle:nil];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:info];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
