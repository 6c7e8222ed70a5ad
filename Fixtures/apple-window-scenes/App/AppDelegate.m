#import "AppDelegate.h"
#import "Notes-Swift.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UINavigationController *navigationController = (UINavigationController *)self.window.rootViewController;
    self.foldersViewController = (FoldersViewController *)navigationController.topViewController;
    return YES;
}

@end
