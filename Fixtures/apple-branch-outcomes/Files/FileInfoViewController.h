#import <UIKit/UIKit.h>

@interface FileInfoViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *pathLabel;
@property (nonatomic, copy) NSString *path;
@end
